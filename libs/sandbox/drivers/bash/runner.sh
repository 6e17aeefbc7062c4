# Runs inside the sandbox: the user's script arrives on stdin; stdin is then closed for the script
# itself. The `browser` CLI (on PATH) drives the session's tab.
cat > /tmp/.user-script.sh
exec /usr/bin/bash /tmp/.user-script.sh < /dev/null
