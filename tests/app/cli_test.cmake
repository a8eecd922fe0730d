# Runs collision-lab with ARGS and checks its exit code and that every EXPECT_TEXT piece is in
# what it printed (stdout and stderr together).
execute_process(COMMAND "${APP}" ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL EXPECT_RC)
    message(FATAL_ERROR "exit code ${rc}, expected ${EXPECT_RC}\n${out}\n${err}")
endif()
foreach(piece IN LISTS EXPECT_TEXT)
    string(FIND "${out}${err}" "${piece}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "\"${piece}\" not in the output:\n${out}\n${err}")
    endif()
endforeach()
